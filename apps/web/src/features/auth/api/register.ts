import { ZAuthResultSchema, defaultUserName, okEnvelope, type TPhoneData } from '@parlor/contracts';
import { api } from '../../../lib/api-client';

/** `POST /api/register` with the Registration payload of spec §3 (`name` is always `User`). */
export function register(values: {
  email: string;
  phone: TPhoneData | null;
  password: string;
  password_confirmation: string;
}) {
  return api.post('/register', {
    body: {
      name: defaultUserName,
      email: values.email,
      phone: values.phone?.phone ?? '',
      phoneCountryCode: values.phone?.phoneCountryCode ?? '',
      nationalNumber: values.phone?.nationalNumber ?? '',
      password: values.password,
      password_confirmation: values.password_confirmation,
    },
    schema: okEnvelope(ZAuthResultSchema),
  });
}
