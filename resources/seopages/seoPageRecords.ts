// The data provider with the SEO pages' calls (resources/seopages/calls.ts), as the tree makes them.
import type { CallsProvider } from '../../dataProvider/callProvider';
import type { seoPageCalls } from './calls';

export type SeoPagesProvider = CallsProvider<typeof seoPageCalls>;
