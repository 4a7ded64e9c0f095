import type { User } from "@atelier/contracts";
import { useEffect, useId, useState } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/skip-link";
import { OfflineDataNotice } from "@/features/offline-cache/components/offline-data-notice";
import { UploadQueueBar } from "@/features/offline-queue/components/upload-queue-bar";
import { useScrollReset } from "@/hooks/use-scroll-reset";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";

/** The frame of every signed-in page: top bar, sidebar (a menu on phones) and the page itself. */
export function AppShell({ user }: { user: User }) {
  const sidebarId = useId();
  const [isSidebarOpen, setSidebarOpen] = useState(false);
  const { pathname } = useLocation();
  // Following a link closes the sidebar: set while rendering the new page, not in an effect after it.
  const [shownPathname, setShownPathname] = useState(pathname);
  if (pathname !== shownPathname) {
    setShownPathname(pathname);
    setSidebarOpen(false);
  }

  useScrollReset();

  useEffect(() => {
    if (!isSidebarOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setSidebarOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [isSidebarOpen]);

  return (
    <div className="min-h-screen">
      <SkipLink />
      <TopBar
        user={user}
        sidebarId={sidebarId}
        isSidebarOpen={isSidebarOpen}
        onToggleSidebar={() => setSidebarOpen((open) => !open)}
      />
      <UploadQueueBar />
      <OfflineDataNotice />
      <div className="flex">
        {isSidebarOpen && (
          <div
            aria-hidden="true"
            className="fixed inset-0 top-16 z-20 bg-foreground/25 lg:hidden"
            onClick={() => setSidebarOpen(false)}
          />
        )}
        <Sidebar id={sidebarId} isOpen={isSidebarOpen} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 scroll-mt-20 px-4 py-8 focus:outline-none sm:px-8 lg:px-12 lg:py-10">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
