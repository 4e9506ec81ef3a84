import type { TAdminApplication, TApplication } from '@parlor/contracts';
import type { ApplicationRow } from './application-queries';

/** An application as its applicant sees it. */
export function presentApplication(row: ApplicationRow): TApplication {
  return {
    id: row.id,
    nickname: row.nickname,
    email: row.email,
    experience: row.experience,
    interests: row.interests,
    help_description: row.helpDescription,
    status: row.status,
    review_note: row.reviewNote,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

/** An application as a reviewer sees it: with the applicant's account. */
export function presentAdminApplication(row: {
  application: ApplicationRow;
  userName: string;
  accountEmail: string | null;
}): TAdminApplication {
  return {
    ...presentApplication(row.application),
    user_id: row.application.userId,
    user_name: row.userName,
    account_email: row.accountEmail,
  };
}
