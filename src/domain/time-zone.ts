/** Every "today", race time and clock in the product is UK time. */
export const UK_TIME_ZONE = 'Europe/London';
