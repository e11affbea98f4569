import type { DemoLang } from './sources.js';

/** Templates of one language; `{slot}` placeholders are filled from SLOTS, `{feel}` from the post's sentiment. */
export interface TopicTexts {
  titles: readonly string[];
  bodies: readonly string[];
  comments: readonly string[];
}

export interface Topic {
  id: string;
  /** Share of ordinary (non-burst) threads. */
  weight: number;
  /** Leaning of the topic's sentiment, from -1 (mostly negative) to 1 (mostly positive). */
  mood: number;
  texts: Partial<Record<DemoLang, TopicTexts>>;
}

/**
 * What the demo world talks about: the demo accounts' feeds (MTR disruptions, milk tea brands, the budget,
 * harbourfront cafés, Christmas markets) get enough share that every demo feed has plenty to show, next to
 * everyday Hong Kong chatter.
 */
export const TOPICS: readonly Topic[] = [
  {
    id: 'mtr',
    weight: 8,
    mood: -0.6,
    texts: {
      'zh-HK': {
        titles: ['港鐵{line}又延誤', '{line}故障 {station}站大排長龍', '港鐵{line}暫停服務 乘客滯留', '{station}站信號故障 港鐵列車延誤{mins}分鐘'],
        bodies: [
          '今朝搭{line}喺{station}站等咗成{mins}分鐘，港鐵話係信號故障。{feel}',
          '港鐵{line}延誤，{station}月台迫到爆，返工實遲到喇。{feel}',
          '{line}部分路段暫停服務，港鐵安排免費接駁巴士，{station}站外面一條人龍。{feel}',
          '港鐵公布{line}故障原因，話會檢討維修安排。{feel}',
        ],
        comments: ['又延誤？今個月第幾次啦', '港鐵加價就快，服務就唔見進步囉', '我喺{station}都困咗{mins}分鐘', '職員都幾幫手喎，唔好太苛刻', '早啲出門啦，冇計'],
      },
      en: {
        titles: ['MTR {line} delay again', 'MTR disruption on the {line}: long queues at {station}', 'MTR suspends part of {line} after signal fault'],
        bodies: [
          'Stuck at {station} for {mins} minutes this morning. MTR says a signal fault caused the delay. {feel}',
          'Another MTR disruption on the {line}, platforms at {station} packed. {feel}',
          'MTR says the {line} delay was caused by a train fault; free shuttle buses at {station}. {feel}',
        ],
        comments: ['Third MTR delay this month.', 'Took me {mins} extra minutes to get to work.', 'Staff at {station} handled it well, to be fair.', 'Fares go up, service goes down.'],
      },
      'zh-CN': {
        titles: ['港铁{line}信号故障 列车延误'],
        bodies: ['香港港铁{line}今早发生信号故障，多个车站列车延误，港铁已安排接驳巴士。{feel}'],
        comments: ['希望尽快恢复正常。'],
      },
    },
  },
  {
    id: 'milk-tea',
    weight: 6,
    mood: 0.4,
    texts: {
      'zh-HK': {
        titles: ['{brand}奶茶 vs 茶餐廳絲襪奶茶', '{district}邊間茶餐廳奶茶最好飲？', '{brand}推新口味奶茶', '蘭芳園絲襪奶茶仲係咁正'],
        bodies: [
          '試咗{brand}新出嘅奶茶，茶味幾濃，但甜咗啲。{feel}',
          '{district}呢間茶餐廳用黑白淡奶撞嘅絲襪奶茶，滑到不得了。{feel}',
          '講真，{brand}盒裝奶茶同茶餐廳嘅冇得比。{feel}',
          '蘭芳園嘅絲襪奶茶加埋{food}，一個字：正。{feel}',
        ],
        comments: ['我淨係飲黑白淡奶撞嘅', '{brand}嗰隻太甜喇', '茶餐廳奶茶先係王道', '聽日去試下', '{food}配奶茶一流'],
      },
      en: {
        titles: ['Best milk tea in {district}?', '{brand} milk tea review', 'Lan Fong Yuen milk tea still the benchmark'],
        bodies: [
          'Tried the new {brand} milk tea today: strong tea, a bit too sweet. {feel}',
          'Hong Kong milk tea made with Black & White evaporated milk is in a league of its own. {feel}',
          'Paired a {food} with Lan Fong Yuen milk tea in {district}. {feel}',
        ],
        comments: ['Vita milk tea is my office staple.', 'Nothing beats cha chaan teng milk tea.', 'Too sweet for me.', 'Adding this to my list.'],
      },
    },
  },
  {
    id: 'budget',
    weight: 5,
    mood: -0.2,
    texts: {
      'zh-HK': {
        titles: ['財政預算案：派糖有冇份？', '預算案 差餉寬減 {feel}', '預算案逐點睇', '財政預算案赤字再擴大'],
        bodies: [
          '今年預算案冇派錢，差餉寬減又縮水。{feel}',
          '財政預算案話要開源節流，公務員凍薪。{feel}',
          '預算案提到北部都會區同創科投資，樓價會唔會受影響？{feel}',
          '睇完財政預算案，中產又係冇著數。{feel}',
        ],
        comments: ['年年都係咁', '預算案對{district}街坊有咩幫助？', '赤字咁大都冇計', '電費補貼取消真係傷', '其實幾務實喎'],
      },
      en: {
        titles: ['Budget 2026: what it means for you', 'Budget speech: rates waiver cut back', 'Budget 2026 deficit widens', 'Reactions to the budget speech'],
        bodies: [
          'Budget 2026 trims the rates waiver and freezes civil service pay. {feel}',
          'The budget speech bets on the Northern Metropolis and innovation. {feel}',
          'No cash handout in Budget 2026, and the deficit is wider than expected. {feel}',
        ],
        comments: ['Same story every year.', 'The middle class gets nothing again.', 'Sensible, given the deficit.', 'What about the electricity subsidy?'],
      },
      'zh-CN': {
        titles: ['香港特区政府发表2026年财政预算案'],
        bodies: ['香港特区财政司司长发表财政预算案，预计赤字收窄，并推出多项支持创科措施。{feel}'],
        comments: ['预算案措施值得关注。'],
      },
    },
  },
  {
    id: 'harbourfront-cafe',
    weight: 5,
    mood: 0.6,
    texts: {
      'zh-HK': {
        titles: ['{promenade}新開咖啡店', '海濱咖啡好去處', '{promenade}海濱 café 打卡'],
        bodies: [
          '喺{promenade}嘅海濱咖啡店坐咗成個下晝，個景一流。{feel}',
          '{promenade}海濱新開咗間 café，咖啡幾香，不過位唔多。{feel}',
          '週末帶狗去海濱飲咖啡，人多到爆。{feel}',
        ],
        comments: ['個景真係靚', '咖啡就普通啲', '假日好多人', '可以帶狗㗎？', '黃昏去最正'],
      },
      en: {
        titles: ['New harbourfront café in {promenade}', 'Best harbourfront cafés this weekend', 'Coffee with a view on the {promenade} harbourfront'],
        bodies: [
          'Spent the afternoon at a harbourfront café in {promenade}. Great flat white, better view. {feel}',
          'The new café on the {promenade} harbourfront is dog friendly. {feel}',
          'Ranking harbourfront cafés by sunset view. {feel}',
        ],
        comments: ['That view though.', 'Coffee was average, view made up for it.', 'Packed on Sundays.', 'Going this weekend.'],
      },
    },
  },
  {
    id: 'christmas-market',
    weight: 5,
    mood: 0.7,
    texts: {
      'zh-HK': {
        titles: ['{market}聖誕市集開幕', '聖誕市集攻略', '{market}聖誕市集值唔值得去？'],
        bodies: [
          '今晚去咗{market}聖誕市集，燈飾好靚，熱紅酒一杯九十蚊。{feel}',
          '{market}聖誕市集有好多手作攤位，小朋友玩得好開心。{feel}',
          '聖誕市集人山人海，排隊排咗成個鐘。{feel}',
        ],
        comments: ['燈飾好靚', '嘢食貴咗啲', '小朋友好鍾意', '平日去冇咁多人'],
      },
      en: {
        titles: ['{market} Christmas market opens', 'Christmas market guide', 'Is the {market} Christmas market worth it?'],
        bodies: [
          'The Christmas market in {market} has mulled wine, crafts and a huge tree. {feel}',
          'Took the kids to the {market} Christmas market tonight. {feel}',
          'Christmas market queues were over an hour. {feel}',
        ],
        comments: ['The lights are gorgeous.', 'Pricey food stalls.', 'Kids loved it.', 'Go on a weekday.'],
      },
    },
  },
  {
    id: 'weather',
    weight: 6,
    mood: -0.1,
    texts: {
      'zh-HK': {
        titles: ['天文台發出強烈季候風信號', '今日好熱', '暴雨警告 {district}水浸'],
        bodies: ['天文台話今日最高三十二度，出街記得帶遮。{feel}', '{district}落大雨，街上水浸。{feel}', '轉涼喇，終於唔使開冷氣。{feel}'],
        comments: ['熱到溶', '記得帶遮', '{district}都落緊', '好天就好囉'],
      },
      en: {
        titles: ['Observatory issues strong monsoon signal', 'Hot one today', 'Rainstorm warning: flooding in {district}'],
        bodies: ['The Observatory expects 32 degrees today, take an umbrella. {feel}', 'Heavy rain and flooding in {district}. {feel}', 'Finally cooler weather. {feel}'],
        comments: ['Stay dry everyone.', 'Pouring in {district} too.', 'About time it cooled down.'],
      },
    },
  },
  {
    id: 'property',
    weight: 6,
    mood: -0.3,
    texts: {
      'zh-HK': {
        titles: ['樓價又跌？{estate}呎價{price}', '{district}新盤開價', '租金升 上車難'],
        bodies: ['{estate}最新成交呎價{price}，樓價好似見底。{feel}', '{district}新盤開價比二手平，發展商搶客。{feel}', '樓價跌但息口高，上車都係難。{feel}'],
        comments: ['等多陣先入市', '{estate}有地鐵站，實升', '人工追唔上樓價', '租樓算數'],
      },
      en: {
        titles: ['Property prices: {estate} at {price} per sq ft', 'New launch in {district} priced below resale', 'Rents climb again'],
        bodies: ['{estate} transactions at {price} per square foot suggest prices have bottomed. {feel}', 'Developers price a {district} launch below resale flats. {feel}', 'Rents keep rising while prices fall. {feel}'],
        comments: ['Waiting for further drops.', 'Mortgage rates still too high.', 'Renting for now.'],
      },
    },
  },
  {
    id: 'food',
    weight: 7,
    mood: 0.4,
    texts: {
      'zh-HK': {
        titles: ['{district}茶餐廳推介', '{food}邊度最好食？', '老字號茶餐廳結業'],
        bodies: ['{district}呢間茶餐廳嘅{food}好正，價錢又唔貴。{feel}', '又一間老字號茶餐廳結業，以後冇得食佢啲{food}。{feel}', '排咗半個鐘食{food}，值得。{feel}'],
        comments: ['收藏咗', '{food}真係一流', '可惜啦', '聽日去食'],
      },
      en: {
        titles: ['Cha chaan teng recommendations in {district}', 'Where to get the best {food}?', 'Another old cha chaan teng closes'],
        bodies: ['This cha chaan teng in {district} does a brilliant {food}. {feel}', 'Queued 30 minutes for {food}. {feel}', 'Sad to see another old cha chaan teng close. {feel}'],
        comments: ['Saved!', 'Best {food} in town.', 'End of an era.'],
      },
    },
  },
  {
    id: 'transport',
    weight: 5,
    mood: -0.2,
    texts: {
      'zh-HK': {
        titles: ['{route}號巴士班次疏落', '巴士加價', '的士服務改善？'],
        bodies: ['等{route}號巴士等咗{mins}分鐘，班次越嚟越疏。{feel}', '巴士公司申請加價，乘客唔多願意。{feel}', '的士司機又兜路，投訴都冇用。{feel}'],
        comments: ['{route}真係好難等', '加價又唔加班次', '轉搭小巴啦'],
      },
      en: {
        titles: ['Route {route} bus frequency cut', 'Bus fares to rise', 'Taxi service still poor'],
        bodies: ['Waited {mins} minutes for the {route} bus. {feel}', 'Bus companies apply for a fare rise. {feel}', 'Another taxi took the long way round. {feel}'],
        comments: ['Same on my route.', 'Higher fares, fewer buses.', 'Minibus is faster anyway.'],
      },
    },
  },
  {
    id: 'finance',
    weight: 5,
    mood: 0,
    texts: {
      'zh-HK': {
        titles: ['恒指升{pct}%', '港股收市', '加息周期完？'],
        bodies: ['恒指今日升{pct}%，科技股帶動。{feel}', '港股成交偏淡，恒指跌{pct}%。{feel}', '銀行減最優惠利率，供樓人士鬆一口氣。{feel}'],
        comments: ['終於回本', '入市定離場？', '成交咁少唔似升市'],
      },
      en: {
        titles: ['Hang Seng rises {pct}%', 'Hong Kong stocks close lower', 'Banks cut prime rate'],
        bodies: ['The Hang Seng Index rose {pct}% led by tech. {feel}', 'Thin turnover as the Hang Seng fell {pct}%. {feel}', 'Banks trim the prime rate, good news for mortgage holders. {feel}'],
        comments: ['Finally back to break-even.', 'Buy the dip?', 'Turnover too thin to trust.'],
      },
      'zh-CN': {
        titles: ['港股通南向资金净流入', '{district}跨境理财通额度提升'],
        bodies: ['今日港股通南向资金净流入，恒生指数上涨{pct}%。{feel}', '{district}居民参与跨境理财通的热情持续升温。{feel}'],
        comments: ['值得关注。'],
      },
    },
  },
  {
    id: 'entertainment',
    weight: 5,
    mood: 0.5,
    texts: {
      'zh-HK': {
        titles: ['紅館演唱會搶飛', '新戲上映 好唔好睇？', '啟德主場館活動'],
        bodies: ['演唱會門票一開售就秒殺，炒飛炒到好誇張。{feel}', '睇完新上映嘅港產片，劇情幾好。{feel}', '啟德主場館今晚有騷，{district}一帶交通好塞。{feel}'],
        comments: ['搶唔到飛', '港產片加油', '去咗，好正'],
      },
      en: {
        titles: ['Concert tickets sold out in minutes', 'New Hong Kong film review', 'Kai Tak Stadium event tonight'],
        bodies: ['Concert tickets gone in minutes and scalpers everywhere. {feel}', 'Watched the new local film tonight. {feel}', 'Kai Tak Stadium event means traffic around {district}. {feel}'],
        comments: ['Did not get tickets.', 'Support local films!', 'Was there, amazing.'],
      },
    },
  },
  {
    id: 'mainland-news',
    weight: 2,
    mood: 0,
    texts: {
      'zh-CN': {
        titles: ['{district}推出便利港人措施', '大湾区高铁新线开通', '港车北上人数创新高'],
        bodies: ['{district}宣布多项便利香港居民的新措施，涵盖医疗和教育。{feel}', '大湾区高铁新线正式开通，往返香港更加便捷。{feel}', '港车北上人数创新高，周末口岸车流量大。{feel}'],
        comments: ['方便了不少。', '周末出行要注意。'],
      },
    },
  },
];

/** Topics that burst into stories; each has a dedicated text set so a burst reads like one unfolding story. */
export const STORY_TOPICS: readonly Topic[] = [
  {
    id: 'typhoon',
    weight: 1,
    mood: -0.3,
    texts: {
      'zh-HK': {
        titles: ['天文台改發八號烈風或暴風信號', '八號風球 {district}塌樹', '打風 港鐵露天車站暫停服務'],
        bodies: ['八號風球生效，{district}有大樹倒塌，大家留喺屋企啦。{feel}', '天文台話颱風會喺今晚最接近香港，八號波最快聽朝先除。{feel}', '打風港鐵露天段暫停服務，巴士全線停駛。{feel}'],
        comments: ['返唔返工呀？', '{district}風好大', '超市啲麵包賣晒', '注意安全'],
      },
      en: {
        titles: ['Typhoon Signal No. 8 hoisted', 'Typhoon: fallen trees in {district}', 'Typhoon: MTR open-air sections suspended'],
        bodies: ['Signal No. 8 is up and trees are down in {district}. Stay safe. {feel}', 'The Observatory says the typhoon will be closest tonight. {feel}', 'MTR open-air sections suspended and buses pulled off the roads. {feel}'],
        comments: ['Stay safe everyone.', 'Supermarket shelves empty again.', 'Windy in {district} too.'],
      },
    },
  },
  {
    id: 'mtr-signal',
    weight: 1,
    mood: -0.8,
    texts: {
      'zh-HK': {
        titles: ['港鐵{line}信號系統故障 全綫延誤', '{line}大延誤 港鐵致歉', '港鐵故障第二日 {station}仍然迫爆'],
        bodies: ['港鐵{line}信號系統故障，全綫延誤超過{mins}分鐘，{station}站要封站。{feel}', '港鐵就{line}延誤致歉，話會徹查信號故障原因。{feel}', '{line}故障第二日，{station}站月台依然迫到冇位企。{feel}'],
        comments: ['港鐵要問責', '今朝遲到{mins}分鐘', '又係信號故障', '接駁巴士都排唔到'],
      },
      en: {
        titles: ['MTR {line} signalling fault causes line-wide delay', 'MTR apologises for {line} disruption', 'MTR disruption enters second day'],
        bodies: ['A signalling fault on the {line} caused delays of {mins} minutes and {station} station was closed. {feel}', 'The MTR apologised for the {line} disruption and promised an investigation. {feel}', 'Second day of MTR delay on the {line}; {station} platforms still packed. {feel}'],
        comments: ['Someone at the MTR should answer for this.', 'Late for work by {mins} minutes.', 'Shuttle bus queues were endless.'],
      },
    },
  },
  {
    id: 'budget-speech',
    weight: 1,
    mood: -0.3,
    texts: {
      'zh-HK': {
        titles: ['財政預算案出爐 派糖一覽', '預算案：薪俸稅寬減上限降', '預算案 民間反應兩極'],
        bodies: ['財政司司長今日發表預算案，薪俸稅寬減上限降至三千，冇消費券。{feel}', '財政預算案提出加印花稅，{district}業主擔心樓價。{feel}', '預算案反應兩極，有人話務實，有人話孤寒。{feel}'],
        comments: ['孤寒', '務實啲好', '預算案對基層幫助唔大', '赤字都冇計'],
      },
      en: {
        titles: ['Budget speech: the sweeteners', 'Budget 2026 cuts salaries tax rebate', 'Budget 2026: mixed reactions'],
        bodies: ['The budget speech caps the salaries tax rebate at HK$3,000 with no consumption vouchers. {feel}', 'Budget 2026 reactions split between prudent and stingy. {feel}', 'The budget speech leaves {district} property owners wondering about stamp duty. {feel}'],
        comments: ['Stingy.', 'Prudent, given the deficit.', 'Not much for grassroots families.'],
      },
    },
  },
];
