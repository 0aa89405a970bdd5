// Mantine's component styles beyond the sign-in page's, before the page's own.
import '../../../styles/mantine-rest.css';
import { RegisterForm } from '../../../features/auth/components/register-form';

export function Component() {
  return <RegisterForm />;
}
