import { storedServiceSchema } from '@agency/contracts';
import { z } from 'zod';
import { useEditedDocument } from '../../../components/admin/publishing';

export const servicesQueryKey = ['admin', 'services'] as const;
const services = z.array(storedServiceSchema);

/** GET /api/admin/services/draft: the services as the draft has them, else as published; version and state. */
export const useServices = () => useEditedDocument(servicesQueryKey, '/api/admin/services', services);
