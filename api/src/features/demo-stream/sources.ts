import type { MediumName } from 'shared/contract';

/** Languages the demo writes in: Cantonese / Traditional Chinese, English, and mainland-style Simplified Chinese. */
export type DemoLang = 'zh-HK' | 'en' | 'zh-CN';

/** A site of the reference list as the demo simulates it. */
export interface DemoSource {
  /** Site name exactly as in the reference sites list, so demo posts join the real site rows. */
  site: string;
  medium: MediumName;
  /** Share of the stream's threads opened on this site. */
  weight: number;
  /** Chance that a thread here is in English; the rest is Cantonese. */
  english: number;
  /** Sub-communities (boards, groups, channels); null where the site has none. */
  channels: readonly string[] | null;
  /** Mean comments per thread. */
  comments: number;
  /** Typical views of a thread; reactions and shares scale from it. */
  reach: number;
  /** News outlets post as their newsroom rather than as members of the public. */
  newsroom: string | null;
}

export const DEMO_SOURCES: readonly DemoSource[] = [
  { site: 'Facebook Page', medium: 'Facebook', weight: 9, english: 0.3, channels: ['港聞即時睇', 'HK Foodie Diary', '香港交通消息', 'Harbour Living'], comments: 2.5, reach: 8000, newsroom: null },
  { site: 'Facebook Group', medium: 'Facebook', weight: 7, english: 0.2, channels: ['香港茶餐廳關注組', '港鐵乘客互助組', '屯門友', 'HK Expats Network', '香港美食關注組'], comments: 3, reach: 3000, newsroom: null },
  { site: 'Instagram', medium: 'Instagram', weight: 7, english: 0.45, channels: null, comments: 1.5, reach: 5000, newsroom: null },
  { site: 'Threads', medium: 'Social', weight: 4, english: 0.4, channels: null, comments: 1.5, reach: 2000, newsroom: null },
  { site: 'X', medium: 'Social', weight: 3, english: 0.7, channels: null, comments: 1, reach: 2000, newsroom: null },
  { site: 'Reddit', medium: 'Social', weight: 3, english: 0.95, channels: ['r/HongKong', 'r/HongKongFood', 'r/HKexpats'], comments: 3, reach: 1500, newsroom: null },
  { site: 'Mastodon', medium: 'Social', weight: 1, english: 0.8, channels: null, comments: 0.8, reach: 300, newsroom: null },
  { site: 'Bluesky', medium: 'Social', weight: 1, english: 0.8, channels: null, comments: 0.8, reach: 300, newsroom: null },
  { site: 'LIHKG', medium: 'Forum', weight: 10, english: 0.03, channels: ['LIHKG 時事台', 'LIHKG 吹水台', 'LIHKG 飲食台', 'LIHKG 財經台'], comments: 5, reach: 6000, newsroom: null },
  { site: 'HKGolden', medium: 'Forum', weight: 5, english: 0.03, channels: ['高登 時事台', '高登 吹水台', '高登 財經台'], comments: 4, reach: 3000, newsroom: null },
  { site: 'Discuss.com.hk', medium: 'Forum', weight: 4, english: 0.05, channels: ['香港討論區 時事新聞', '香港討論區 飲食', '香港討論區 地產'], comments: 3, reach: 2500, newsroom: null },
  { site: 'Baby-Kingdom', medium: 'Forum', weight: 3, english: 0.05, channels: ['親子王國 自由講場', '親子王國 生活百科'], comments: 3, reach: 1500, newsroom: null },
  { site: 'Uwants', medium: 'Forum', weight: 1, english: 0.05, channels: ['Uwants 吹水區'], comments: 2, reach: 800, newsroom: null },
  { site: 'HK01', medium: 'News', weight: 4, english: 0, channels: ['港聞', '社會新聞', '經濟'], comments: 0.8, reach: 12000, newsroom: '香港01 新聞組' },
  { site: 'RTHK', medium: 'News', weight: 3, english: 0.5, channels: ['本地新聞', 'Local'], comments: 0.2, reach: 8000, newsroom: 'RTHK Newsroom' },
  { site: 'Ming Pao', medium: 'News', weight: 2, english: 0, channels: ['港聞', '經濟'], comments: 0.2, reach: 6000, newsroom: '明報記者' },
  { site: 'SCMP', medium: 'News', weight: 3, english: 1, channels: ['Hong Kong', 'Business'], comments: 0.6, reach: 15000, newsroom: 'SCMP Reporters' },
  { site: 'HKFP', medium: 'News', weight: 2, english: 1, channels: ['Hong Kong'], comments: 0.4, reach: 5000, newsroom: 'HKFP Staff' },
  { site: 'The Standard', medium: 'News', weight: 2, english: 1, channels: ['Local', 'Finance'], comments: 0.3, reach: 5000, newsroom: 'The Standard Reporters' },
  { site: 'Oriental Daily', medium: 'News', weight: 2, english: 0, channels: ['港聞', '要聞'], comments: 0.5, reach: 9000, newsroom: '東方日報記者' },
  { site: 'Sing Tao Daily', medium: 'News', weight: 2, english: 0, channels: ['港聞'], comments: 0.3, reach: 7000, newsroom: '星島日報記者' },
  { site: 'HKET', medium: 'News', weight: 1, english: 0, channels: ['財經'], comments: 0.2, reach: 4000, newsroom: '經濟日報記者' },
  { site: 'TVB News', medium: 'News', weight: 1, english: 0, channels: ['港澳'], comments: 0.3, reach: 10000, newsroom: '無綫新聞' },
  { site: 'now News', medium: 'News', weight: 1, english: 0, channels: ['港聞'], comments: 0.3, reach: 6000, newsroom: 'now新聞' },
  { site: 'Medium', medium: 'Blog', weight: 1, english: 0.9, channels: null, comments: 0.6, reach: 900, newsroom: null },
  { site: 'Blogger', medium: 'Blog', weight: 1, english: 0.3, channels: null, comments: 0.6, reach: 500, newsroom: null },
  { site: 'Matters', medium: 'Blog', weight: 1, english: 0.1, channels: null, comments: 0.8, reach: 600, newsroom: null },
  { site: 'YouTube', medium: 'Video', weight: 4, english: 0.3, channels: ['港生活 Vlog', 'HK Street Eats', '香港交通研究所', '財經一分鐘'], comments: 3, reach: 20000, newsroom: null },
  { site: 'Telegram', medium: 'Telegram', weight: 4, english: 0.25, channels: ['香港突發新聞', 'HK Traffic Alerts', '樓市快訊', '港股速遞'], comments: 0.3, reach: 9000, newsroom: null },
];
