interface PersonName {
  firstName: string | null;
  lastName: string | null;
}

/** First letters of the first and last name, or "U" (for user) when neither is known. */
export function initialsOf({ firstName, lastName }: PersonName): string {
  const initials = [firstName, lastName]
    .map((name) => name?.trim().charAt(0) ?? "")
    .join("")
    .toUpperCase();
  return initials || "U";
}
