/** The weekly live training as a calendar file (the card's and the dialog's "Add to calendar"). */
export const CALENDAR_ICS_URL = "/home/getAddTrainingToCalendarIcs";
