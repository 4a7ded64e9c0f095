import type { User } from "@atelier/contracts";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { initialsOf } from "@/lib/initials";

type UserAvatarProps = {
  user: Pick<User, "firstName" | "lastName" | "profileImageUrl">;
  /** What a screen reader calls the photo; the person's name unless given. */
  alt?: string;
  className?: string;
};

/** The profile photo when there is one and it loads; the person's initials otherwise. */
export function UserAvatar({ user, alt, className }: UserAvatarProps) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return (
    <Avatar className={className}>
      {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt={alt ?? (fullName || "Profile photo")} />}
      <AvatarFallback>{initialsOf(user)}</AvatarFallback>
    </Avatar>
  );
}
