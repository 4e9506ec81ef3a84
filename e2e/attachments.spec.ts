import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { screenshotPath } from './support/screenshots';
import { createTopic } from './support/topics';
import { createVerifiedUser, signIn } from './support/users';

/** Sending images from the Send files modal, and looking at them in the lightbox. */

function picture(color: string, width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

test('sends two images from the Send files modal and views one in the lightbox', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await createVerifiedUser(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Decline' }).click();

  await createTopic(page, `Pictures ${randomBytes(3).toString('hex')}`);
  await expect(page.getByTestId('chat-balance')).toHaveText('45 points');
  await expect(page.getByRole('button', { name: 'Attach images' })).toBeEnabled();

  // Two images through the image button; the modal previews them with the total cost.
  await page.getByTestId('attach-image-input').setInputFiles([
    { name: 'sunset.png', mimeType: 'image/png', buffer: await picture('#ff7a18', 640, 400) },
    { name: 'sea.png', mimeType: 'image/png', buffer: await picture('#1e90ff', 400, 640) },
  ]);
  const modal = page.getByRole('dialog', { name: 'Send files' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('sunset.png')).toBeVisible();
  await expect(modal.getByText('sea.png')).toBeVisible();
  await expect(modal.getByTestId('files-cost')).toHaveText('Total cost: 4 points');
  await modal.getByLabel('Add a message (optional)').fill('Holiday');
  await expect(modal.getByTestId('files-cost')).toHaveText('Total cost: 4.35 points');
  await page.screenshot({ path: screenshotPath('attachments-send-files-modal.png') });
  await modal.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(modal).toBeHidden();

  // The message shows both thumbnails; the balance paid text and images together.
  const message = page.locator('li[data-message-id]').filter({ hasText: 'Holiday' });
  const thumbnails = message.getByRole('button', { name: /Open image/ });
  await expect(thumbnails).toHaveCount(2);
  await expect(message.getByRole('img', { name: 'sunset.png' })).toBeVisible();
  await expect(page.getByTestId('chat-balance')).toHaveText('40.65 points');

  // The lightbox: zoom in steps of 0.5, arrow keys move, Escape closes and focus returns.
  await thumbnails.first().click();
  const lightbox = page.getByTestId('lightbox');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('img', { name: 'sunset.png' })).toBeVisible();
  await lightbox.getByRole('button', { name: 'Zoom in' }).click();
  await expect(lightbox.getByTestId('lightbox-zoom')).toHaveText('150%');
  await page.screenshot({ path: screenshotPath('attachments-lightbox.png') });
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('img', { name: 'sea.png' })).toBeVisible();
  await expect(lightbox.getByTestId('lightbox-zoom')).toHaveText('100%');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(thumbnails.first()).toBeFocused();
  await context.close();
});
