import type { User } from "@atelier/contracts";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { initialsOf } from "@/lib/initials";

type UserAvatarProps = {
  user: Pick<User, "firstName" | "lastName" | "profileImageUrl">;
  className?: string;
};

/** The profile photo when there is one and it loads; the person's initials otherwise. */
export function UserAvatar({ user, className }: UserAvatarProps) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return (
    <Avatar className={className}>
      {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt={fullName || "Profile photo"} />}
      <AvatarFallback>{initialsOf(user)}</AvatarFallback>
    </Avatar>
  );
}
