// Mantine's component styles beyond the sign-in page's, before the page's own.
import '../../../styles/mantine-rest.css';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export function Component() {
  return <ForgotPasswordForm />;
}
