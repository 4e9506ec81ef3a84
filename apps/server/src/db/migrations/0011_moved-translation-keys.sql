-- Four UI texts moved to the group that loads with them (docs/decisions/151-the-english-catalogue-loads-by-feature.md, "The English
-- catalogue loads by feature"); the start-up sync wrote the new keys and left the old rows
-- behind, so an operator's edit of an old key no longer showed. Each old row is carried to
-- its new key (an edited old text replaces a new text nobody edited; a language the code
-- has no catalogue for gets its row moved), then the old rows go.
INSERT INTO "translations" ("language_id", "key", "value", "is_edited")
SELECT "translations"."language_id", "moved"."new_key", "translations"."value", "translations"."is_edited"
FROM "translations"
JOIN (VALUES
  ('auth.errors.logout', 'site.errors.logout'),
  ('auth.errors.sessionExpired', 'site.errors.sessionExpired'),
  ('interlocutors.console.nav', 'site.nav.interlocutorConsole'),
  ('admin.chat.closedByModerator', 'chat.room.closedByModerator')
) AS "moved" ("old_key", "new_key") ON "translations"."key" = "moved"."old_key"
ON CONFLICT ("language_id", "key") DO UPDATE
  SET "value" = excluded."value", "is_edited" = true
  WHERE excluded."is_edited" AND NOT "translations"."is_edited";
--> statement-breakpoint
DELETE FROM "translations" WHERE "key" IN (
  'auth.errors.logout',
  'auth.errors.sessionExpired',
  'interlocutors.console.nav',
  'admin.chat.closedByModerator'
);
