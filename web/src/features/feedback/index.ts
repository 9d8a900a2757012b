// The feedback feature's public entry point: what the app's routes may use of it.
export { FeedbackFormWithQueryClient } from './components/feedback-form-with-query-client.tsx';
