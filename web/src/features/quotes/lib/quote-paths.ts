/** Where a quote's editor lives: under its project, so the page knows the project before the quote loads. */
export const quoteEditorPath = (projectId: string, quoteId: string) => `/projects/${projectId}/quotes/${quoteId}`;
