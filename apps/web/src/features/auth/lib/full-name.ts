/** Full name of spec §3: name and surname joined by a space and trimmed. */
export function fullName(profile: { name: string; surname: string }): string {
  return `${profile.name} ${profile.surname}`.trim();
}
