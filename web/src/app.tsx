import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { AppRoutes } from "@/routes/app-routes";

/** Spec section 9; also Radix's default, stated so it does not drift with the library. */
const TOOLTIP_DELAY_MS = 700;

export function App({ queryClient }: { queryClient: QueryClient }) {
  // A data router, so a page with unsaved work can hold a move away, the browser's Back included (useBlocker).
  const [router] = useState(() => createBrowserRouter([{ path: "*", element: <AppRoutes /> }]));
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={TOOLTIP_DELAY_MS}>
        <RouterProvider router={router} />
      </TooltipProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
