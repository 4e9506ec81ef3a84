import { expect, type Locator, type Page } from '@playwright/test';

/** The seeded room the topic tests use unless they name another. */
const defaultRoom = 'Study Buddies';

export interface CreateTopicOptions {
  /** The room to create the topic in; Study Buddies by default. */
  room?: string;
  /** The price in points the dialog must state before the topic is created. */
  cost?: number;
}

/** Opens a room's topic list through its link on /rooms and waits for the room's heading. */
export async function openRoom(page: Page, room = defaultRoom): Promise<void> {
  await page.goto('/rooms');
  await page.getByRole('link', { name: `Open ${room}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: room })).toBeVisible();
}

/** Opens the room's "Create topic" dialog and answers it. */
export async function openCreateTopicDialog(page: Page, room = defaultRoom): Promise<Locator> {
  await openRoom(page, room);
  await page.getByRole('button', { name: 'Create topic' }).first().click();
  return page.getByRole('dialog', { name: 'Create topic' });
}

/** Creates a topic through the dialog and waits for its chat, where the rules still wait. */
export async function submitNewTopic(
  page: Page,
  title: string,
  options: CreateTopicOptions = {},
): Promise<void> {
  const create = await openCreateTopicDialog(page, options.room);
  if (options.cost !== undefined) {
    await expect(create.getByText(`Creating a topic costs ${options.cost} points`)).toBeVisible();
  }
  await create.getByLabel('Topic name').fill(title);
  await create.getByRole('button', { name: 'Create topic' }).click();
  await expect(page).toHaveURL(/\/topics\/\d+\/chat$/);
}

/** Agrees to the house rules of the "Before you start" dialog and waits for it to close. */
export async function agreeToRules(page: Page): Promise<void> {
  const rules = page.getByRole('dialog', { name: 'Before you start' });
  await expect(rules).toBeVisible();
  await expect(rules).toContainText('House rules');
  await rules.getByRole('button', { name: 'Agree' }).click();
  await expect(rules).toBeHidden();
}

/** Creates a topic through the UI, agrees to the rules and waits for the chat's heading. */
export async function createTopic(
  page: Page,
  title: string,
  options: CreateTopicOptions = {},
): Promise<void> {
  await submitNewTopic(page, title, options);
  await agreeToRules(page);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

/** After Human: the owner shares nothing of the conversation (the hand-off summary's "no"). */
export async function declineHandoffSummary(page: Page) {
  const offer = page.getByRole('dialog', {
    name: 'Share a summary with the person who takes over?',
  });
  await offer.getByRole('button', { name: 'Don’t share anything' }).click();
  await expect(offer).toBeHidden();
}
