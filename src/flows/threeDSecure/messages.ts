// The error catalogue, docs/errors.md: the 3D Secure messages, loaded only with the 3D Secure chunk.
export const threeDSecureMessages = {
  threeDSecureFailed: '3D Secure failed to set up.',
  threeDSecureAuthFailed: 'Something went wrong during 3D Secure authentication. Please try again.',
} as const;
