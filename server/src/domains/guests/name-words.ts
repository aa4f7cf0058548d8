/**
 * The words of suggested guest names (name-suggestion.ts): an adjective, a noun and two digits,
 * "QuietOtter42". Chosen to be neutral and safe for work on an adult site: animals, nature, places and
 * things, no colour or food, nothing about bodies, no word with a second meaning in that context, and
 * no pair of them reads as one. Plain ASCII letters (the name rules of validation.ts), at most 7
 * letters each, so a suggestion stays short and easy to type.
 */
export const NAME_ADJECTIVES = [
  'Amber', 'Ample', 'Brave', 'Breezy', 'Bright', 'Calm', 'Candid', 'Cheery', 'Clever', 'Cosmic',
  'Cozy', 'Crisp', 'Curious', 'Daring', 'Dapper', 'Eager', 'Early', 'Frosty', 'Gentle', 'Glad',
  'Golden', 'Grand', 'Happy', 'Hearty', 'Honest', 'Jolly', 'Keen', 'Kind', 'Lively', 'Lucky',
  'Mellow', 'Merry', 'Mighty', 'Misty', 'Modest', 'Noble', 'Polite', 'Proud', 'Quick', 'Quiet',
  'Rapid', 'Ready', 'Rustic', 'Serene', 'Silver', 'Smart', 'Snowy', 'Sonic', 'Steady', 'Sunny',
  'Swift', 'Tidy', 'Trusty', 'Upbeat', 'Valiant', 'Vivid', 'Witty', 'Wise', 'Zesty', 'Zippy',
] as const;

export const NAME_NOUNS = [
  'Anchor', 'Badger', 'Beacon', 'Bison', 'Canyon', 'Cedar', 'Comet', 'Compass', 'Condor', 'Coral',
  'Cricket', 'Dolphin', 'Falcon', 'Fern', 'Fjord', 'Galaxy', 'Glacier', 'Harbor', 'Heron', 'Island',
  'Jaguar', 'Kestrel', 'Lantern', 'Lark', 'Maple', 'Meadow', 'Meteor', 'Monsoon', 'Moose', 'Nebula',
  'Oak', 'Orbit', 'Osprey', 'Otter', 'Owl', 'Panda', 'Pebble', 'Pelican', 'Penguin', 'Pine',
  'Planet', 'Puffin', 'Quartz', 'Raven', 'Reef', 'Rocket', 'Sailor', 'Sparrow', 'Summit', 'Thunder',
  'Tiger', 'Toucan', 'Trail', 'Tundra', 'Valley', 'Voyager', 'Walrus', 'Willow', 'Wizard', 'Zephyr',
] as const;
