/**
 * The parts of a brand's config a content operator may edit (as a draft an admin publishes): the
 * footer's licences and its social and other resources. The console and the server read the same list.
 */
export const contentBrandKeys = ['licences', 'resources'] as const;
