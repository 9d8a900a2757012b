// The admin feature's public entry point: what the app's routes may use of it.
export { DashboardPage } from './components/dashboard-page.tsx';
export { LoginPage } from './components/login-page.tsx';
