/** Inputs each form accepts: the tests change one field at a time. */

export const validBannerItem = { bannerId: 1, name: 'Slide 1' };

export const validBlog = { name: 'Spring Gala Review', url: '/blog/spring-gala' };

export const validSection = {
  name: 'Welcome',
  type: 'CONTENT_SECTION_DEFAULT',
  title: 'Welcome to the Chamber',
  description: 'We help local business grow.',
};

export const validEvent = {
  eventType: 'workshop',
  title: 'Marketing 101',
  addressLine1: '100 Main St',
  city: 'Dothan',
  state: 'AL',
  zipcode: '36301',
  start: '2030-05-01T18:00:00Z',
};

export const validMessage = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  message: 'Hello,\nI would like to join.',
};

export const validPage = { name: 'About Us', url: '/about-us' };

export const validSettings = {
  companyName: 'Chamber of Commerce',
  emailAddress: 'info@chamber.example',
};

export const validUser = {
  username: 'jane',
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phone: '(555) 123-4567',
  password: 'secret-password',
  confirmPassword: 'secret-password',
};
