import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * An amount edited in place: the button that opens the editor is replaced by it, so when the editor
 * closes (saved or cancelled) focus would fall to the page body. It goes back to that button instead,
 * so a keyboard user carries on where they were.
 */
export function useInlineEdit() {
  const [editing, setEditing] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    trigger.current?.focus();
  }, [editing]);
  const startEditing = useCallback(() => setEditing(true), []);
  const stopEditing = useCallback(() => {
    refocus.current = true;
    setEditing(false);
  }, []);
  return { editing, startEditing, stopEditing, trigger };
}
