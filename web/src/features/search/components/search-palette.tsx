import { SEARCH_QUERY_LENGTH } from "@atelier/contracts";
import { Search } from "lucide-react";
import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router-dom";
import { DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { searchGroups, type SearchOption } from "../lib/search-options";
import { useSearch } from "../queries/use-search";
import { SearchResultList } from "./search-result-list";
import { SearchStatus } from "./search-status";

/* A sheet filling a phone's screen; near the top of a wider one, as command palettes sit. */
const paletteClassName =
  "flex flex-col gap-0 overflow-hidden p-0 sm:p-0 top-[12vh] max-h-[76vh] max-w-xl translate-y-0 max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:rounded-none max-sm:border-0";

/** The command palette's dialog; its content, and with it what was typed, goes when it closes. */
export function SearchPalette({ onClose }: { onClose: () => void }) {
  return (
    <DialogContent className={paletteClassName}>
      <DialogTitle className="sr-only">Search</DialogTitle>
      <SearchPaletteBody onClose={onClose} />
    </DialogContent>
  );
}

function SearchPaletteBody({ onClose }: { onClose: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const [typed, setTyped] = useState("");
  const { query, term } = useSearch(typed);
  const isLongEnough = typed.trim().length >= SEARCH_QUERY_LENGTH.min;
  const groups = useMemo(() => (isLongEnough && query.data ? searchGroups(query.data) : []), [isLongEnough, query.data]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);

  // New results start again at the first row: set while rendering them, not in an effect after.
  const [activeIndex, setActiveIndex] = useState(0);
  const [shownOptions, setShownOptions] = useState(options);
  if (options !== shownOptions) {
    setShownOptions(options);
    setActiveIndex(0);
  }

  const optionId = (index: number) => `${id}-option-${index}`;
  const listboxId = `${id}-results`;
  const open = (option: SearchOption) => {
    onClose();
    navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in steps) {
      event.preventDefault();
      setActiveIndex((index) => (index + steps[event.key]! + options.length) % options.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      open(options[activeIndex]!);
    }
  };

  return (
    <>
      <div className="flex items-center gap-3 border-b border-border px-4 pr-12">
        <Search aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        <input
          role="combobox"
          aria-label="Search projects, rooms, items and clients"
          aria-expanded={options.length > 0}
          aria-controls={options.length > 0 ? listboxId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={options.length > 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_QUERY_LENGTH.max}
          placeholder="Search projects, rooms, items, clients…"
          className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        <SearchResultList
          id={listboxId}
          groups={groups}
          activeIndex={activeIndex}
          optionId={optionId}
          onActivate={setActiveIndex}
          onOpen={open}
        />
        <SearchStatus isLongEnough={isLongEnough} term={term} query={query} resultCount={options.length} />
      </div>
      <DialogDescription className="hidden border-t border-border px-4 py-2 text-xs text-muted-foreground sm:block">
        ↑ ↓ to choose, Enter to open, Esc to close
      </DialogDescription>
    </>
  );
}
