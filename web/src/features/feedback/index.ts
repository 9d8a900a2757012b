// The feedback feature's public entry point: what the app's routes may use of it.
export { FeedbackForm } from './components/feedback-form.tsx';
