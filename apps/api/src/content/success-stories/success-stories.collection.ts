import { successStoryInputSchema } from '@agency/contracts';
import type { CollectionDefinition } from '../shared/content-collection';

/** Success stories of the home page (back-office §3, public-site §3). */
export const successStories: CollectionDefinition<typeof successStoryInputSchema> = {
  name: 'success-stories',
  publicPath: 'api/public/success-stories',
  eventPrefix: 'SuccessStory',
  pluralEventPrefix: 'SuccessStories',
  label: 'Erfolgsgeschichte',
  pluralLabel: 'Erfolgsgeschichten',
  permission: 'success_stories',
  schema: successStoryInputSchema,
  listKey: 'stories',
  itemKey: 'story',
  previewPath: '/',
  emptyMessage: 'Keine Daten zum Speichern',
};
