// The providers live in shared code so that the unit tests' render helper can use them too.
export { AppProvider } from '../components/providers/app-provider';
