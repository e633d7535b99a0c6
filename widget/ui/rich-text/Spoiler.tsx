// A spoiler hides its text until the shopper asks for it (click, Enter or Space on a real button); until
// then its text is not in the page at all. Runs of one spoiler (the same `spoilerData.id`, e.g. a bold word inside it) are revealed together.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

interface SpoilerGroup {
  revealed: ReadonlySet<string>;
  reveal(id: string): void;
}

const SpoilerGroupContext = createContext<SpoilerGroup | null>(null);

/** Holds which spoilers of one description are revealed. */
export function SpoilerGroupProvider({ children }: { children: ReactNode }) {
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const reveal = useCallback(
    (id: string) => setRevealed((current) => (current.has(id) ? current : new Set(current).add(id))),
    [],
  );
  const group = useMemo(() => ({ revealed, reveal }), [revealed, reveal]);
  return <SpoilerGroupContext.Provider value={group}>{children}</SpoilerGroupContext.Provider>;
}

interface SpoilerProps {
  /** The spoiler's id: runs with the same id reveal together. */
  id: string | undefined;
  /** The accessible name of the covered spoiler. */
  label: string;
  /** The plain text it hides: the cover is as long, so the line keeps its shape. */
  text: string;
  /** The decorated text shown once revealed (links included, which a button must not contain). */
  children: ReactNode;
}

export function Spoiler({ id, label, text, children }: SpoilerProps) {
  const group = useContext(SpoilerGroupContext);
  const [revealedHere, setRevealedHere] = useState(false);
  const revealed = revealedHere || (id !== undefined && group?.revealed.has(id) === true);
  const revealedText = useRef<HTMLSpanElement>(null);
  const focusAfterReveal = useRef(false);

  useLayoutEffect(() => {
    // The button the shopper activated is gone: keep their place by focusing the text it uncovered.
    if (revealed && focusAfterReveal.current) {
      focusAfterReveal.current = false;
      revealedText.current?.focus();
    }
  }, [revealed]);

  if (revealed)
    return (
      <span ref={revealedText} tabIndex={-1} className="rt-spoiler-revealed">
        {children}
      </span>
    );
  const reveal = () => {
    focusAfterReveal.current = true;
    setRevealedHere(true);
    if (id !== undefined) group?.reveal(id);
  };
  return (
    <button type="button" className="rt-spoiler" aria-label={label} onClick={reveal}>
      {/* En spaces, not the text: nothing of it is in the page until the shopper asks. */}
      <span className="rt-spoiler-cover" aria-hidden="true">
        {text.replace(/\S/gu, '\u2002')}
      </span>
    </button>
  );
}
