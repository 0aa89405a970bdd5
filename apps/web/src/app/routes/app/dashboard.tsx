import { HomeScreen } from '../../home/home-screen';

export function Component() {
  return <HomeScreen />;
}
