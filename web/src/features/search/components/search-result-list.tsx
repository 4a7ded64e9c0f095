import { useEffect, useId } from "react";
import { cn } from "@/lib/utils";
import type { SearchGroup, SearchOption } from "../lib/search-options";

interface SearchResultListProps {
  id: string;
  groups: SearchGroup[];
  activeIndex: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onOpen: (option: SearchOption) => void;
}

/**
 * The results as one listbox of headed groups. Focus stays in the search field, which points at the active row
 * (aria-activedescendant), so the rows are chosen with the arrow keys or a tap and never take focus themselves.
 */
export function SearchResultList({ id, groups, activeIndex, optionId, onActivate, onOpen }: SearchResultListProps) {
  const headingId = useId();
  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: "nearest" });
  }, [activeIndex, optionId]);

  if (groups.length === 0) return null;
  // Rows are numbered across the groups, as the arrow keys move through them.
  const firstIndexOf = groups.map((_, groupIndex) => groups.slice(0, groupIndex).reduce((count, group) => count + group.options.length, 0));
  return (
    <div role="listbox" id={id} aria-label="Search results" className="grid gap-2">
      {groups.map((group, groupIndex) => (
        <div key={group.heading} role="group" aria-labelledby={`${headingId}-${group.heading}`}>
          <div id={`${headingId}-${group.heading}`} role="presentation" className="px-3 pt-2 pb-1 text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase">
            {group.heading}
          </div>
          {group.options.map((option, indexInGroup) => {
            const optionIndex = firstIndexOf[groupIndex]! + indexInGroup;
            return (
              <div
                key={option.key}
                id={optionId(optionIndex)}
                role="option"
                aria-selected={optionIndex === activeIndex}
                className={cn("flex min-h-11 cursor-pointer flex-col justify-center rounded-md px-3 py-2", optionIndex === activeIndex && "bg-muted")}
                onMouseMove={() => optionIndex !== activeIndex && onActivate(optionIndex)}
                onClick={() => onOpen(option)}
              >
                <span className="truncate font-medium">{option.label}</span>
                {option.detail && <span className="truncate text-xs text-muted-foreground">{option.detail}</span>}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
