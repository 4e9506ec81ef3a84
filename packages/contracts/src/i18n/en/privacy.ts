/** Delete my account and download my data: the account page's privacy section. */
export const privacy = {
  section: {
    title: 'Your data',
    intro: 'Download a copy of what Parlor keeps about you, or delete your account for good.',
  },
  export: {
    button: 'Download my data',
    hint: 'A JSON file with your profile, settings, points history, top-ups, payouts (destinations masked), applications and the messages of your open conversations.',
    started: 'Your download has started.',
  },
  delete: {
    button: 'Delete account',
    title: 'Delete your account',
    lossPoints: 'Your remaining points ({points}) are forfeited.',
    lossEarnings:
      'Available earnings must be paid out first, or they are forfeited with the account.',
    lossPending: 'A pending payout must be settled before the account can be deleted.',
    lossConversations:
      'Your open conversations close (the other person sees that you left), and your messages, images, applications and profile are deleted.',
    lossKept:
      'Only what accounting law requires is kept, without your name, e-mail or phone: your points history, top-ups and payouts.',
    passwordLabel: 'Password',
    passwordHint: 'Enter your password to confirm it is you.',
    submit: 'Send the confirmation link',
    cancel: 'Cancel',
    linkSent:
      'We sent a confirmation link to your e-mail address. Your account is deleted when you open it (valid for 60 minutes).',
    confirmTitle: 'Delete your account for good?',
    deletedTitle: 'Your account is deleted',
    confirmText:
      'This cannot be undone. Your conversations close, your messages, images and profile are deleted and you are signed out everywhere.',
    confirmButton: 'Delete my account',
    deleted:
      'Your account has been deleted. You can register again with the same address at any time.',
  },
  errors: {
    pendingPayout:
      'Your payout request is still pending. Please wait until it is settled before deleting your account.',
    passwordWrong: 'The password is incorrect.',
    staffAccount: 'Staff accounts cannot delete themselves. Please ask an administrator.',
    linkInvalid:
      'This deletion link is invalid or has expired. Please request a new one from your account page.',
  },
  mail: {
    subject: 'Confirm the deletion of your Parlor account',
    intro:
      'You asked to delete your Parlor account. Open the link below to delete it for good: your remaining points are forfeited and your conversations, messages and profile are deleted.',
    action: 'Delete my account',
    validity: 'The link is valid for 60 minutes.',
    ignore:
      'If you did not ask for this, ignore this email and change your password; your account stays as it is.',
  },
} as const;
