/** Where a quote's editor lives: under its project, so the page knows the project before the quote loads. */
export const quoteEditorPath = (projectId: string, quoteId: string) => `/projects/${projectId}/quotes/${quoteId}`;

/** The project page with its Orders tab open, where its quotes are listed. */
export const projectOrdersPath = (projectId: string) => `/projects/${projectId}?tab=orders`;
