/**
 * SPEC §8: a failed booking's toast is chosen by substrings of the server's message
 * (the server writes its messages for this routing, DESIGN §4).
 */
export function bookingFailureToast(serverMessage: string | null): {
  title: string;
  description: string;
} {
  const text = (serverMessage ?? '').toLowerCase();
  if (text.includes('unavailable') || text.includes('full')) {
    return {
      title: 'Time slot unavailable',
      description: 'This deadline is already fully booked. Please select a different time.',
    };
  }
  if (text.includes('advance notice') || text.includes('24 hour') || text.includes('24-hour')) {
    return {
      title: 'Insufficient notice',
      description:
        'Bookings require at least 24 hours advance notice. Please select a later date or time.',
    };
  }
  if (text.includes('authentication') || text.includes('login')) {
    return { title: 'Login required', description: 'Please log in again before making a booking.' };
  }
  if (text.includes('profile')) {
    return {
      title: 'Profile incomplete',
      description: 'Please complete your profile information before booking.',
    };
  }
  return {
    title: 'Booking failed',
    description: serverMessage || 'There was an error creating your booking.',
  };
}
