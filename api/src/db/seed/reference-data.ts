import type { MediumName } from 'shared/contract';

/** Industries a feed can be filed under; ids are stable because feeds store them. */
export const INDUSTRIES: { id: number; industry: string }[] = [
  { id: 1, industry: 'Banking & Finance' },
  { id: 2, industry: 'Insurance' },
  { id: 3, industry: 'Property & Real Estate' },
  { id: 4, industry: 'Retail' },
  { id: 5, industry: 'Food & Beverage' },
  { id: 6, industry: 'Fashion & Beauty' },
  { id: 7, industry: 'Telecommunications' },
  { id: 8, industry: 'Technology' },
  { id: 9, industry: 'Transport & Logistics' },
  { id: 10, industry: 'Travel & Hospitality' },
  { id: 11, industry: 'Healthcare' },
  { id: 12, industry: 'Education' },
  { id: 13, industry: 'Entertainment & Media' },
  { id: 14, industry: 'Government & Public Affairs' },
  { id: 15, industry: 'Automotive' },
];

export const LANGUAGES: { langAbbr: string; name: string }[] = [
  { langAbbr: 'zh-HK', name: 'Cantonese / Traditional Chinese' },
  { langAbbr: 'en', name: 'English' },
  { langAbbr: 'zh-CN', name: 'Simplified Chinese' },
];



export interface SiteRow {
  site: string;
  medium: MediumName;
  displayName: string;
  displayNameZh: string;
  url: string;
}

/** Known sources with their Chinese names (the spec's name translation table). `site` is the name posts carry. */
export const SITES: SiteRow[] = [
  { site: 'Facebook Page', medium: 'Facebook', displayName: 'Facebook Page', displayNameZh: 'Facebook 專頁', url: 'https://www.facebook.com' },
  { site: 'Facebook Group', medium: 'Facebook', displayName: 'Facebook Group', displayNameZh: 'Facebook 群組', url: 'https://www.facebook.com/groups' },
  { site: 'Instagram', medium: 'Instagram', displayName: 'Instagram', displayNameZh: 'Instagram', url: 'https://www.instagram.com' },
  { site: 'Threads', medium: 'Social', displayName: 'Threads', displayNameZh: 'Threads', url: 'https://www.threads.net' },
  { site: 'X', medium: 'Social', displayName: 'X (Twitter)', displayNameZh: 'X（前稱 Twitter）', url: 'https://x.com' },
  { site: 'Reddit', medium: 'Social', displayName: 'Reddit', displayNameZh: 'Reddit 紅迪', url: 'https://www.reddit.com' },
  { site: 'Mastodon', medium: 'Social', displayName: 'Mastodon', displayNameZh: 'Mastodon 長毛象', url: 'https://joinmastodon.org' },
  { site: 'Bluesky', medium: 'Social', displayName: 'Bluesky', displayNameZh: 'Bluesky 藍天', url: 'https://bsky.app' },
  { site: 'LIHKG', medium: 'Forum', displayName: 'LIHKG', displayNameZh: '連登討論區', url: 'https://lihkg.com' },
  { site: 'HKGolden', medium: 'Forum', displayName: 'HKGolden', displayNameZh: '高登討論區', url: 'https://forum.hkgolden.com' },
  { site: 'Discuss.com.hk', medium: 'Forum', displayName: 'Discuss.com.hk', displayNameZh: '香港討論區', url: 'https://www.discuss.com.hk' },
  { site: 'Baby-Kingdom', medium: 'Forum', displayName: 'Baby-Kingdom', displayNameZh: '親子王國', url: 'https://www.baby-kingdom.com' },
  { site: 'Uwants', medium: 'Forum', displayName: 'Uwants', displayNameZh: 'Uwants 討論區', url: 'https://www.uwants.com' },
  { site: 'HK01', medium: 'News', displayName: 'HK01', displayNameZh: '香港01', url: 'https://www.hk01.com' },
  { site: 'RTHK', medium: 'News', displayName: 'RTHK', displayNameZh: '香港電台', url: 'https://news.rthk.hk' },
  { site: 'Ming Pao', medium: 'News', displayName: 'Ming Pao', displayNameZh: '明報', url: 'https://news.mingpao.com' },
  { site: 'SCMP', medium: 'News', displayName: 'South China Morning Post', displayNameZh: '南華早報', url: 'https://www.scmp.com' },
  { site: 'HKFP', medium: 'News', displayName: 'Hong Kong Free Press', displayNameZh: '香港自由新聞網', url: 'https://hongkongfp.com' },
  { site: 'The Standard', medium: 'News', displayName: 'The Standard', displayNameZh: '英文虎報', url: 'https://www.thestandard.com.hk' },
  { site: 'Oriental Daily', medium: 'News', displayName: 'Oriental Daily News', displayNameZh: '東方日報', url: 'https://orientaldaily.on.cc' },
  { site: 'Sing Tao Daily', medium: 'News', displayName: 'Sing Tao Daily', displayNameZh: '星島日報', url: 'https://std.stheadline.com' },
  { site: 'HKET', medium: 'News', displayName: 'Hong Kong Economic Times', displayNameZh: '香港經濟日報', url: 'https://www.hket.com' },
  { site: 'TVB News', medium: 'News', displayName: 'TVB News', displayNameZh: '無綫新聞', url: 'https://news.tvb.com' },
  { site: 'now News', medium: 'News', displayName: 'now News', displayNameZh: 'now新聞', url: 'https://news.now.com' },
  { site: 'Medium', medium: 'Blog', displayName: 'Medium', displayNameZh: 'Medium 網誌', url: 'https://medium.com' },
  { site: 'Blogger', medium: 'Blog', displayName: 'Blogger', displayNameZh: 'Blogger 網誌', url: 'https://www.blogger.com' },
  { site: 'Matters', medium: 'Blog', displayName: 'Matters', displayNameZh: '馬特市', url: 'https://matters.town' },
  { site: 'YouTube', medium: 'Video', displayName: 'YouTube', displayNameZh: 'YouTube', url: 'https://www.youtube.com' },
  { site: 'Telegram', medium: 'Telegram', displayName: 'Telegram channels', displayNameZh: 'Telegram 頻道', url: 'https://t.me' },
];

/** Trend Explorer industry labels (spec doc 3); label 1 is the default, 'All in Hong Kong'. */
export const IND_LABELS: { labelId: number; labelName: string }[] = [
  { labelId: 1, labelName: 'All in Hong Kong' },
  { labelId: 2, labelName: 'Politics' },
  { labelId: 3, labelName: 'Finance' },
  { labelId: 4, labelName: 'Art & Music' },
  { labelId: 5, labelName: 'Kids & Family' },
  { labelId: 6, labelName: 'Fashion & Beauty' },
  { labelId: 7, labelName: 'Food & Beverage' },
  { labelId: 8, labelName: 'Dining' },
  { labelId: 9, labelName: 'Telecom' },
];
