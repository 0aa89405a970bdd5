import { HelpPage } from '../../../features/support/components/help-page';

export function Component() {
  return <HelpPage />;
}
