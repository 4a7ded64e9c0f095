import { ASSIGNABLE_ROLES, ROLE_LABELS, type AssignableRole, type TeamMember } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Crown, UserMinus } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { useChangeMemberRole, useRemoveMember, useTransferOwnership } from "@/features/team/queries/use-team";
import { MemberRateDialog } from "./member-rate-dialog";

interface MemberRowProps {
  member: TeamMember;
  isYou: boolean;
  /** Whether the signed-in member may change roles and remove members. */
  canManage: boolean;
  /** Whether the signed-in member owns the studio, and so may hand it over. */
  canTransfer: boolean;
}

/** A member: name, e-mail, role and hourly rate; for those who manage the team, the role and rate to change and the member to remove. */
export function MemberRow({ member, isYou, canManage, canTransfer }: MemberRowProps) {
  const name = `${member.firstName} ${member.lastName}`;
  const changeRole = useChangeMemberRole(member);
  const remove = useRemoveMember(member);
  const transfer = useTransferOwnership(member);
  const changeable = canManage && !isYou && member.role !== "owner";
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{name}</span>
          {isYou && <Badge tone="neutral">You</Badge>}
        </p>
        <p className="text-sm break-all text-muted-foreground">{member.email}</p>
        <p className="text-sm text-muted-foreground">{member.hourlyRate === null ? "Billed at the studio's rate" : `Billed at ${formatRand(member.hourlyRate)} an hour`}</p>
      </div>
      {changeable ? (
        <Select
          aria-label={`Role of ${name}`}
          className="w-40"
          value={member.role}
          disabled={changeRole.isPending}
          onChange={(event) => changeRole.mutate(event.target.value as AssignableRole)}
        >
          {ASSIGNABLE_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </Select>
      ) : (
        <Badge tone={member.role === "owner" ? "highlight" : "neutral"}>{ROLE_LABELS[member.role]}</Badge>
      )}
      {canManage && <MemberRateDialog member={member} name={name} />}
      {canTransfer && !isYou && (
        <ConfirmDialog
          title="Transfer Ownership"
          description={`${name} will own the studio: only they can transfer it again. You stay on the team as an admin.`}
          confirmLabel="Transfer Ownership"
          onConfirm={() => transfer.mutate()}
          trigger={
            <Button variant="ghost" size="icon-sm" className="size-11" aria-label={`Make ${name} the owner`} disabled={transfer.isPending}>
              <Crown aria-hidden="true" />
            </Button>
          }
        />
      )}
      {changeable && (
        <ConfirmDialog
          title="Remove Member"
          description={`${name} is signed out on every device at once and can no longer sign in. Everything they made stays in the studio, in their name.`}
          confirmLabel="Remove Member"
          destructive
          onConfirm={() => remove.mutate()}
          trigger={
            <Button variant="ghost" size="icon-sm" className="size-11" aria-label={`Remove ${name}`} disabled={remove.isPending}>
              <UserMinus aria-hidden="true" />
            </Button>
          }
        />
      )}
    </li>
  );
}
