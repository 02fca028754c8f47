import { useEffect, useRef, useState } from 'react';

/**
 * A section's status line and its focus: after a change, the form that gave way hands the focus back to the
 * section's heading (it runs after the render that removed the form) and the status says what changed.
 */
export function useSectionStatus() {
  const heading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState('');
  const pendingFocus = useRef(false);

  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    const frame = requestAnimationFrame(() => heading.current?.focus());
    return () => cancelAnimationFrame(frame);
  });

  const announce = (message: string, { focus = true }: { focus?: boolean } = {}) => {
    setStatus(message);
    if (focus) pendingFocus.current = true;
  };
  return { heading, status, announce };
}
