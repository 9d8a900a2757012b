// Catalogues imported with `?lingui` are compiled by @lingui/vite-plugin (lingui.config.ts).
declare module '*?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
