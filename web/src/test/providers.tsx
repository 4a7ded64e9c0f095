import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { createQueryClient } from "@/lib/query-client";

/** Renders UI the way the app does (fresh query client, router at `path`, toaster), but in memory. */
export function renderWithProviders(
  ui: ReactElement,
  { path = "/" }: { path?: string } = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
