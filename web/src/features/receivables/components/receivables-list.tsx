import type { Receivable } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Link } from "react-router-dom";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { AgeingFigures } from "./ageing-figures";

const overdueText = (account: Receivable) => (account.daysOverdue === 1 ? "1 day overdue" : `${account.daysOverdue} days overdue`);

/** One client's account: who, what they owe and what of it is overdue, by age, leading to the project's Accounts tab. */
function ReceivableCard({ account }: { account: Receivable }) {
  const name = account.clientName ?? "No client named";
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <Link to={`/projects/${account.projectId}/accounts`} className="font-medium break-words underline-offset-4 hover:underline focus-visible:underline">
            {name}
          </Link>
          <span className="text-xs break-words text-muted-foreground">{account.projectCode ? `${account.projectTitle} · ${account.projectCode}` : account.projectTitle}</span>
        </div>
        <div className="grid justify-items-end gap-1">
          <span className="font-medium tabular-nums" aria-label={`Balance ${formatRand(account.balance)}`}>
            {formatRand(account.balance)}
          </span>
          {account.daysOverdue > 0 && <Badge tone="danger">{overdueText(account)}</Badge>}
          {Number(account.credit) > 0 && <span className="text-xs text-muted-foreground">Credit {formatRand(account.credit)}</span>}
        </div>
      </div>
      <AgeingFigures ageing={account.ageing} className="grid-cols-2 text-xs sm:grid-cols-4" />
    </Card>
  );
}

export function ReceivablesList({ accounts }: { accounts: Receivable[] }) {
  return (
    <ul aria-label="Client accounts" className="grid gap-3">
      {accounts.map((account) => (
        <li key={account.projectId}>
          <ReceivableCard account={account} />
        </li>
      ))}
    </ul>
  );
}
