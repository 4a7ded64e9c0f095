import type { User } from "@atelier/contracts";
import { LogOut, Menu, Settings } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user-avatar";
import { Wordmark } from "@/components/wordmark";
import { useLogoutMutation } from "@/features/auth/queries/use-auth-mutations";
import { NotificationCenter } from "@/features/notifications/components/notification-center";
import { SearchButton } from "@/features/search/components/search-button";

interface TopBarProps {
  user: User;
  sidebarId: string;
  isSidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function TopBar({ user, sidebarId, isSidebarOpen, onToggleSidebar }: TopBarProps) {
  const logout = useLogoutMutation();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="flex h-16 items-center gap-1 px-2 sm:gap-3 sm:px-6">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label="Menu"
          aria-expanded={isSidebarOpen}
          aria-controls={sidebarId}
          onClick={onToggleSidebar}
        >
          <Menu aria-hidden="true" />
        </Button>
        <Link
          to="/"
          className="rounded-md pointer-coarse:flex pointer-coarse:min-h-11 pointer-coarse:items-center focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          <Wordmark />
        </Link>
        <span className="hidden border-l border-border pl-3 text-sm text-muted-foreground md:inline">
          {user.studio.name}
        </span>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <SearchButton />
          <NotificationCenter />
          <Button variant="ghost" size="icon" aria-label="Studio Settings" asChild>
            <Link to="/settings">
              <Settings aria-hidden="true" />
            </Link>
          </Button>
          {/* Beside the sign-out button on a 360 px phone it would push the bar past the screen. */}
          <UserAvatar user={user} className="mx-1 hidden size-9 sm:flex" />
          <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{logout.isPending ? "Logging out..." : "Logout"}</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
