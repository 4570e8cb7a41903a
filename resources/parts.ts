// The parts a custom page shows (`hostedBy`: the clinic profile's steps), each folder's parts.ts:
// they load with their host's view, never with the first page (tests/e2e/firstLoad.test.ts).
import { type AnyScreen, isForm, isResource } from '../common/resource';

const modules = import.meta.glob<{ screens: AnyScreen[] }>('./*/parts.ts', { eager: true });

export const hostedScreens: AnyScreen[] = Object.values(modules).flatMap((module) => module.screens);

/** The declaration a host shows as its part `name`. */
export function hostedPart(host: string, name: string) {
  const found = hostedScreens.find((screen) => screen.config.name === name && screen.config.hostedBy === host);
  if (!found || !(isResource(found) || isForm(found))) throw new Error(`No declaration of ${host}'s part ${name}`);
  return found;
}
