import type { DocumentHit, SearchResults } from "@atelier/contracts";
import { projectPath } from "@/features/projects/lib/project-paths";
import { quoteEditorPath } from "@/features/quotes/lib/quote-paths";

/** One row of the palette: what it shows and where opening it goes. */
export interface SearchOption {
  key: string;
  label: string;
  detail: string;
  href: string;
}

export interface SearchGroup {
  heading: string;
  options: SearchOption[];
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ");

const DOCUMENT_KINDS: Record<DocumentHit["kind"], string> = { quote: "Quote", "purchase-order": "Purchase order", delivery: "Delivery" };

/** Where a document opens: a quote in its editor, an order or a delivery on its project's tab. */
function documentHref({ kind, id, projectId }: DocumentHit): string {
  if (kind === "quote") return quoteEditorPath(projectId, id);
  return projectPath(projectId, kind === "delivery" ? "delivery" : "orders");
}

/** The answer's groups in the palette's order, without the empty ones. An item opens its room's page. */
export function searchGroups(results: SearchResults): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      heading: "Projects",
      options: results.projects.map((project) => ({
        key: `project:${project.id}`,
        label: project.title,
        detail: joined(project.code, project.clientName),
        href: `/projects/${project.id}`,
      })),
    },
    {
      heading: "Rooms",
      options: results.rooms.map((room) => ({ key: `room:${room.id}`, label: room.name, detail: room.projectTitle, href: `/rooms/${room.id}` })),
    },
    {
      heading: "Items",
      options: results.items.map((item) => ({ key: `item:${item.id}`, label: item.name, detail: joined(item.roomName, item.projectTitle), href: `/rooms/${item.roomId}` })),
    },
    {
      heading: "Clients",
      // A client opens their newest project; the others are named beside it.
      options: results.clients.map((client) => ({
        key: `client:${client.email ?? client.name}`,
        label: client.name ?? client.email ?? "",
        detail: joined(client.name ? client.email : null, client.projects.map((project) => project.title).join(", ")),
        href: `/projects/${client.projects[0]!.id}`,
      })),
    },
    {
      heading: "Documents",
      options: results.documents.map((document) => ({
        key: `${document.kind}:${document.id}`,
        label: document.number,
        detail: joined(DOCUMENT_KINDS[document.kind], document.about, document.projectTitle),
        href: documentHref(document),
      })),
    },
    {
      heading: "Suppliers",
      // Suppliers are kept in Settings.
      options: results.suppliers.map((supplier) => ({
        key: `supplier:${supplier.id}`,
        label: supplier.name,
        detail: joined(supplier.contactName, supplier.archived ? "Archived" : null),
        href: "/settings",
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}
