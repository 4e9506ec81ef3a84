/** Money: balance, top-ups, bundles, channel status, purchase history, payment results. */
export const money = {
  validation: {
    amountInvalid: 'Please enter a valid amount',
    nameRequired: 'Name is required',
    surnameRequired: 'Surname is required',
    phoneRequired: 'Phone is required',
    phoneInvalid: 'Invalid phone number',
    emailRequired: 'Email is required',
    countryRequired: 'Country is required',
    cityRequired: 'City is required',
    addressRequired: 'Address is required',
    postCodeRequired: 'Post code is required',
    correctErrors: 'Please correct the errors in the form',
  },
  errors: {
    notEnoughPoints: 'Not enough points on your balance.',
    initiatePayment: 'Could not initiate payment. Please try again.',
    paymentFailed:
      "We couldn't process your payment. Please try again or use a different payment method.",
    channelPurchase: 'Failed to purchase channel status.',
    accountData: 'Failed to load some account data. Please refresh to try again.',
  },
  success: {
    pointsAdded: 'Successfully added {points} points to your balance',
    channelPurchased: 'Channel status purchased successfully',
  },
} as const;
