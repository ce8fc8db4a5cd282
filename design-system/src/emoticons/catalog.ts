/* The emoticon set: bracketed codes such as [smile], drawn with Twemoji (CC-BY 4.0, via @iconify-icons/twemoji). */
import type { IconifyIcon } from './iconify';
import iSlightlySmilingFace from '@iconify-icons/twemoji/slightly-smiling-face';
import iGrinningFace from '@iconify-icons/twemoji/grinning-face';
import iFaceWithTearsOfJoy from '@iconify-icons/twemoji/face-with-tears-of-joy';
import iRollingOnTheFloorLaughing from '@iconify-icons/twemoji/rolling-on-the-floor-laughing';
import iBeamingFaceWithSmilingEyes from '@iconify-icons/twemoji/beaming-face-with-smiling-eyes';
import iSmilingFaceWithSmilingEyes from '@iconify-icons/twemoji/smiling-face-with-smiling-eyes';
import iWinkingFace from '@iconify-icons/twemoji/winking-face';
import iFaceWithHandOverMouth from '@iconify-icons/twemoji/face-with-hand-over-mouth';
import iFlushedFace from '@iconify-icons/twemoji/flushed-face';
import iSmilingFaceWithHeartEyes from '@iconify-icons/twemoji/smiling-face-with-heart-eyes';
import iSmilingFaceWithHearts from '@iconify-icons/twemoji/smiling-face-with-hearts';
import iFaceBlowingAKiss from '@iconify-icons/twemoji/face-blowing-a-kiss';
import iKissingFaceWithClosedEyes from '@iconify-icons/twemoji/kissing-face-with-closed-eyes';
import iFaceSavoringFood from '@iconify-icons/twemoji/face-savoring-food';
import iFaceWithTongue from '@iconify-icons/twemoji/face-with-tongue';
import iZanyFace from '@iconify-icons/twemoji/zany-face';
import iSmilingFaceWithSunglasses from '@iconify-icons/twemoji/smiling-face-with-sunglasses';
import iNerdFace from '@iconify-icons/twemoji/nerd-face';
import iThinkingFace from '@iconify-icons/twemoji/thinking-face';
import iShushingFace from '@iconify-icons/twemoji/shushing-face';
import iZipperMouthFace from '@iconify-icons/twemoji/zipper-mouth-face';
import iNeutralFace from '@iconify-icons/twemoji/neutral-face';
import iSmirkingFace from '@iconify-icons/twemoji/smirking-face';
import iFaceWithRollingEyes from '@iconify-icons/twemoji/face-with-rolling-eyes';
import iRelievedFace from '@iconify-icons/twemoji/relieved-face';
import iPensiveFace from '@iconify-icons/twemoji/pensive-face';
import iSleepyFace from '@iconify-icons/twemoji/sleepy-face';
import iSleepingFace from '@iconify-icons/twemoji/sleeping-face';
import iDroolingFace from '@iconify-icons/twemoji/drooling-face';
import iFaceWithMedicalMask from '@iconify-icons/twemoji/face-with-medical-mask';
import iDizzyFace from '@iconify-icons/twemoji/dizzy-face';
import iHotFace from '@iconify-icons/twemoji/hot-face';
import iColdFace from '@iconify-icons/twemoji/cold-face';
import iPartyingFace from '@iconify-icons/twemoji/partying-face';
import iFrowningFace from '@iconify-icons/twemoji/frowning-face';
import iWorriedFace from '@iconify-icons/twemoji/worried-face';
import iCryingFace from '@iconify-icons/twemoji/crying-face';
import iLoudlyCryingFace from '@iconify-icons/twemoji/loudly-crying-face';
import iFaceScreamingInFear from '@iconify-icons/twemoji/face-screaming-in-fear';
import iAstonishedFace from '@iconify-icons/twemoji/astonished-face';
import iHushedFace from '@iconify-icons/twemoji/hushed-face';
import iDowncastFaceWithSweat from '@iconify-icons/twemoji/downcast-face-with-sweat';
import iGrinningFaceWithSweat from '@iconify-icons/twemoji/grinning-face-with-sweat';
import iAngryFace from '@iconify-icons/twemoji/angry-face';
import iEnragedFace from '@iconify-icons/twemoji/enraged-face';
import iFaceWithSymbolsOnMouth from '@iconify-icons/twemoji/face-with-symbols-on-mouth';
import iSmilingFaceWithHorns from '@iconify-icons/twemoji/smiling-face-with-horns';
import iSmilingFaceWithHalo from '@iconify-icons/twemoji/smiling-face-with-halo';
import iClownFace from '@iconify-icons/twemoji/clown-face';
import iGhost from '@iconify-icons/twemoji/ghost';
import iAlien from '@iconify-icons/twemoji/alien';
import iPileOfPoo from '@iconify-icons/twemoji/pile-of-poo';
import iSkull from '@iconify-icons/twemoji/skull';
import iHuggingFace from '@iconify-icons/twemoji/hugging-face';
import iMoneyMouthFace from '@iconify-icons/twemoji/money-mouth-face';
import iPleadingFace from '@iconify-icons/twemoji/pleading-face';
import iYawningFace from '@iconify-icons/twemoji/yawning-face';
import iFaceWithMonocle from '@iconify-icons/twemoji/face-with-monocle';
import iThumbsUp from '@iconify-icons/twemoji/thumbs-up';
import iThumbsDown from '@iconify-icons/twemoji/thumbs-down';
import iOkHand from '@iconify-icons/twemoji/ok-hand';
import iVictoryHand from '@iconify-icons/twemoji/victory-hand';
import iClappingHands from '@iconify-icons/twemoji/clapping-hands';
import iFoldedHands from '@iconify-icons/twemoji/folded-hands';
import iFlexedBiceps from '@iconify-icons/twemoji/flexed-biceps';
import iWavingHand from '@iconify-icons/twemoji/waving-hand';
import iOncomingFist from '@iconify-icons/twemoji/oncoming-fist';
import iHandshake from '@iconify-icons/twemoji/handshake';
import iCallMeHand from '@iconify-icons/twemoji/call-me-hand';
import iCrossedFingers from '@iconify-icons/twemoji/crossed-fingers';
import iRaisingHands from '@iconify-icons/twemoji/raising-hands';
import iEyes from '@iconify-icons/twemoji/eyes';
import iKissMark from '@iconify-icons/twemoji/kiss-mark';
import iRedHeart from '@iconify-icons/twemoji/red-heart';
import iBrokenHeart from '@iconify-icons/twemoji/broken-heart';
import iTwoHearts from '@iconify-icons/twemoji/two-hearts';
import iSparklingHeart from '@iconify-icons/twemoji/sparkling-heart';
import iHeartWithArrow from '@iconify-icons/twemoji/heart-with-arrow';
import iWrappedGift from '@iconify-icons/twemoji/wrapped-gift';
import iRose from '@iconify-icons/twemoji/rose';
import iBouquet from '@iconify-icons/twemoji/bouquet';
import iTulip from '@iconify-icons/twemoji/tulip';
import iSunflower from '@iconify-icons/twemoji/sunflower';
import iRing from '@iconify-icons/twemoji/ring';
import iGemStone from '@iconify-icons/twemoji/gem-stone';
import iCrown from '@iconify-icons/twemoji/crown';
import iBirthdayCake from '@iconify-icons/twemoji/birthday-cake';
import iHotBeverage from '@iconify-icons/twemoji/hot-beverage';
import iTeacupWithoutHandle from '@iconify-icons/twemoji/teacup-without-handle';
import iBeerMug from '@iconify-icons/twemoji/beer-mug';
import iClinkingGlasses from '@iconify-icons/twemoji/clinking-glasses';
import iWineGlass from '@iconify-icons/twemoji/wine-glass';
import iCocktailGlass from '@iconify-icons/twemoji/cocktail-glass';
import iPizza from '@iconify-icons/twemoji/pizza';
import iSoftIceCream from '@iconify-icons/twemoji/soft-ice-cream';
import iCandy from '@iconify-icons/twemoji/candy';
import iChocolateBar from '@iconify-icons/twemoji/chocolate-bar';
import iSun from '@iconify-icons/twemoji/sun';
import iCrescentMoon from '@iconify-icons/twemoji/crescent-moon';
import iStar from '@iconify-icons/twemoji/star';
import iRainbow from '@iconify-icons/twemoji/rainbow';
import iFire from '@iconify-icons/twemoji/fire';
import iHundredPoints from '@iconify-icons/twemoji/hundred-points';
import iBalloon from '@iconify-icons/twemoji/balloon';
import iPartyPopper from '@iconify-icons/twemoji/party-popper';
import iMusicalNotes from '@iconify-icons/twemoji/musical-notes';
import iCatFace from '@iconify-icons/twemoji/cat-face';
import iDogFace from '@iconify-icons/twemoji/dog-face';

export interface Emoticon {
  /** The code inside the brackets, e.g. `smile` for `[smile]`. */
  code: string;
  /** The picture (an SVG body on a square view box). */
  icon: IconifyIcon;
  /** Accessible name per language. */
  label: { en: string; zhcn: string; zhtw: string };
}

type Row = [code: string, icon: IconifyIcon, en: string, zhcn: string, zhtw: string];

const rows: Row[] = [
  ['smile', iSlightlySmilingFace, 'Smile', '微笑', '微笑'],
  ['happy', iGrinningFace, 'Happy', '开心', '開心'],
  ['laugh', iFaceWithTearsOfJoy, 'Laugh', '笑哭', '笑哭'],
  ['rofl', iRollingOnTheFloorLaughing, 'Rolling with laughter', '笑翻', '笑翻'],
  ['grin', iBeamingFaceWithSmilingEyes, 'Grin', '呲牙', '齜牙'],
  ['blush', iSmilingFaceWithSmilingEyes, 'Blush', '愉快', '愉快'],
  ['wink', iWinkingFace, 'Wink', '眨眼', '眨眼'],
  ['shy', iFaceWithHandOverMouth, 'Shy', '害羞', '害羞'],
  ['flushed', iFlushedFace, 'Flushed', '脸红', '臉紅'],
  ['love', iSmilingFaceWithHeartEyes, 'In love', '色', '色'],
  ['adore', iSmilingFaceWithHearts, 'Adore', '爱慕', '愛慕'],
  ['kiss', iFaceBlowingAKiss, 'Blow a kiss', '飞吻', '飛吻'],
  ['kissing', iKissingFaceWithClosedEyes, 'Kissing', '亲亲', '親親'],
  ['yum', iFaceSavoringFood, 'Yum', '馋', '饞'],
  ['tongue', iFaceWithTongue, 'Tongue out', '调皮', '調皮'],
  ['crazy', iZanyFace, 'Crazy', '疯狂', '瘋狂'],
  ['cool', iSmilingFaceWithSunglasses, 'Cool', '酷', '酷'],
  ['nerd', iNerdFace, 'Nerd', '书呆子', '書呆子'],
  ['think', iThinkingFace, 'Thinking', '思考', '思考'],
  ['hush', iShushingFace, 'Hush', '嘘', '噓'],
  ['silent', iZipperMouthFace, 'Silent', '闭嘴', '閉嘴'],
  ['neutral', iNeutralFace, 'Neutral', '无语', '無語'],
  ['smirk', iSmirkingFace, 'Smirk', '坏笑', '壞笑'],
  ['eyeroll', iFaceWithRollingEyes, 'Eye roll', '白眼', '白眼'],
  ['relieved', iRelievedFace, 'Relieved', '释然', '釋然'],
  ['pensive', iPensiveFace, 'Pensive', '失落', '失落'],
  ['sleepy', iSleepyFace, 'Sleepy', '困', '睏'],
  ['sleep', iSleepingFace, 'Asleep', '睡觉', '睡覺'],
  ['drool', iDroolingFace, 'Drool', '流口水', '流口水'],
  ['sick', iFaceWithMedicalMask, 'Sick', '生病', '生病'],
  ['dizzy', iDizzyFace, 'Dizzy', '晕', '暈'],
  ['hot', iHotFace, 'Hot', '好热', '好熱'],
  ['cold', iColdFace, 'Cold', '好冷', '好冷'],
  ['party', iPartyingFace, 'Party', '庆祝', '慶祝'],
  ['sad', iFrowningFace, 'Sad', '难过', '難過'],
  ['worried', iWorriedFace, 'Worried', '担心', '擔心'],
  ['cry', iCryingFace, 'Cry', '流泪', '流淚'],
  ['sob', iLoudlyCryingFace, 'Sob', '大哭', '大哭'],
  ['scream', iFaceScreamingInFear, 'Scream', '惊恐', '驚恐'],
  ['shock', iAstonishedFace, 'Shocked', '震惊', '震驚'],
  ['surprised', iHushedFace, 'Surprised', '惊讶', '驚訝'],
  ['sweat', iDowncastFaceWithSweat, 'Sweat', '汗', '汗'],
  ['awkward', iGrinningFaceWithSweat, 'Awkward', '尴尬', '尷尬'],
  ['angry', iAngryFace, 'Angry', '生气', '生氣'],
  ['rage', iEnragedFace, 'Rage', '发怒', '發怒'],
  ['curse', iFaceWithSymbolsOnMouth, 'Curse', '咒骂', '咒罵'],
  ['devil', iSmilingFaceWithHorns, 'Devil', '恶魔', '惡魔'],
  ['angel', iSmilingFaceWithHalo, 'Angel', '天使', '天使'],
  ['clown', iClownFace, 'Clown', '小丑', '小丑'],
  ['ghost', iGhost, 'Ghost', '幽灵', '幽靈'],
  ['alien', iAlien, 'Alien', '外星人', '外星人'],
  ['poop', iPileOfPoo, 'Poop', '便便', '便便'],
  ['skull', iSkull, 'Skull', '骷髅', '骷髏'],
  ['hug', iHuggingFace, 'Hug', '拥抱', '擁抱'],
  ['money', iMoneyMouthFace, 'Money', '发财', '發財'],
  ['plead', iPleadingFace, 'Pleading', '拜托', '拜託'],
  ['yawn', iYawningFace, 'Yawn', '哈欠', '哈欠'],
  ['monocle', iFaceWithMonocle, 'Curious', '好奇', '好奇'],
  ['thumbsup', iThumbsUp, 'Thumbs up', '赞', '讚'],
  ['thumbsdown', iThumbsDown, 'Thumbs down', '踩', '倒讚'],
  ['ok', iOkHand, 'OK', '好的', '好的'],
  ['victory', iVictoryHand, 'Victory', '胜利', '勝利'],
  ['clap', iClappingHands, 'Clap', '鼓掌', '鼓掌'],
  ['pray', iFoldedHands, 'Please', '拜托', '拜託'],
  ['muscle', iFlexedBiceps, 'Strong', '加油', '加油'],
  ['wave', iWavingHand, 'Wave', '挥手', '揮手'],
  ['fist', iOncomingFist, 'Fist bump', '碰拳', '碰拳'],
  ['handshake', iHandshake, 'Handshake', '握手', '握手'],
  ['callme', iCallMeHand, 'Call me', '打电话', '打電話'],
  ['luck', iCrossedFingers, 'Good luck', '祝好运', '祝好運'],
  ['hooray', iRaisingHands, 'Hooray', '万岁', '萬歲'],
  ['eyes', iEyes, 'Looking', '看', '看'],
  ['lips', iKissMark, 'Kiss mark', '唇印', '唇印'],
  ['heart', iRedHeart, 'Heart', '爱心', '愛心'],
  ['broken', iBrokenHeart, 'Broken heart', '心碎', '心碎'],
  ['hearts', iTwoHearts, 'Two hearts', '两颗心', '兩顆心'],
  ['sparkle', iSparklingHeart, 'Sparkling heart', '闪亮的心', '閃亮的心'],
  ['cupid', iHeartWithArrow, 'Cupid', '丘比特', '邱比特'],
  ['gift', iWrappedGift, 'Gift', '礼物', '禮物'],
  ['rose', iRose, 'Rose', '玫瑰', '玫瑰'],
  ['bouquet', iBouquet, 'Bouquet', '花束', '花束'],
  ['tulip', iTulip, 'Tulip', '郁金香', '鬱金香'],
  ['sunflower', iSunflower, 'Sunflower', '向日葵', '向日葵'],
  ['ring', iRing, 'Ring', '戒指', '戒指'],
  ['gem', iGemStone, 'Diamond', '钻石', '鑽石'],
  ['crown', iCrown, 'Crown', '皇冠', '皇冠'],
  ['cake', iBirthdayCake, 'Cake', '蛋糕', '蛋糕'],
  ['coffee', iHotBeverage, 'Coffee', '咖啡', '咖啡'],
  ['tea', iTeacupWithoutHandle, 'Tea', '茶', '茶'],
  ['beer', iBeerMug, 'Beer', '啤酒', '啤酒'],
  ['cheers', iClinkingGlasses, 'Cheers', '干杯', '乾杯'],
  ['wine', iWineGlass, 'Wine', '红酒', '紅酒'],
  ['cocktail', iCocktailGlass, 'Cocktail', '鸡尾酒', '雞尾酒'],
  ['pizza', iPizza, 'Pizza', '披萨', '披薩'],
  ['icecream', iSoftIceCream, 'Ice cream', '冰淇淋', '冰淇淋'],
  ['candy', iCandy, 'Candy', '糖果', '糖果'],
  ['chocolate', iChocolateBar, 'Chocolate', '巧克力', '巧克力'],
  ['sun', iSun, 'Sun', '太阳', '太陽'],
  ['moon', iCrescentMoon, 'Moon', '月亮', '月亮'],
  ['star', iStar, 'Star', '星星', '星星'],
  ['rainbow', iRainbow, 'Rainbow', '彩虹', '彩虹'],
  ['fire', iFire, 'Fire', '火', '火'],
  ['hundred', iHundredPoints, '100 points', '一百分', '一百分'],
  ['balloon', iBalloon, 'Balloon', '气球', '氣球'],
  ['tada', iPartyPopper, 'Celebrate', '撒花', '撒花'],
  ['music', iMusicalNotes, 'Music', '音乐', '音樂'],
  ['cat', iCatFace, 'Cat', '猫', '貓'],
  ['dog', iDogFace, 'Dog', '狗', '狗'],
];

/** All emoticons in panel order. */
export const emoticons: readonly Emoticon[] = rows.map(([code, icon, en, zhcn, zhtw]) => ({
  code,
  icon,
  label: { en, zhcn, zhtw },
}));

const byCode = new Map(emoticons.map((emoticon) => [emoticon.code, emoticon]));

/** The emoticon of a code (without brackets), or undefined. */
export function findEmoticon(code: string): Emoticon | undefined {
  return byCode.get(code.toLowerCase());
}
