// React Router's default client entry, and one step before it: from here on React answers taps (and
// replays those made while it hydrates), so the starter stops keeping them (after-first-paint.ts).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

window.heldTap?.stop();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
