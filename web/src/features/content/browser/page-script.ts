// The page script: the one script a static page loads (ADR 0011). Built on its own into a single file
// by vite.config.ts and referenced by root.tsx on the pages whose route exports the static-page
// handle. It does what those pages do in the browser: the page view and the time-on-page beacon, the
// blog's country tabs and Saved list, an article's Share and Save, their toasts, and the service
// worker (ADR 0013), so a content page read here is kept for reading offline.
import { trackDocumentPageViews } from '#web/lib/document-page-views.ts';
import { enhanceArticleActions } from './article-actions.ts';
import { enhanceBlogPage } from './blog-page.ts';
import { registerServiceWorkerWhenIdle } from './service-worker-registration.ts';
import { listenForNotificationHotkey } from './toasts.ts';

trackDocumentPageViews();
listenForNotificationHotkey();
enhanceArticleActions(document);
enhanceBlogPage(document);
registerServiceWorkerWhenIdle();
