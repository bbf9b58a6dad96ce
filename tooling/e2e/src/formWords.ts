/** The site's forms, as e2e suites fill them in. */
export type FormName = "preregistration" | "contact" | "priceAlert";

/** What the visitor reads and presses, in the page's language. */
export const formWords = {
  en: {
    banner: "Cookie consent",
    acceptAll: "Accept all",
    email: "Email address",
    preregister: "Sign me up",
    preregistered: "Thank you for preregistering!",
    fullName: "Full name",
    message: "Message",
    source: "How did you find us?",
    article: "Online Article",
    send: "Submit",
    sent: "Thank you for your enquiry! We will get back to you soon.",
    alertRegion: "Price alert",
    price: "Price per troy ounce",
    createAlert: "Create price alert",
    alertSent: "Check your inbox",
    scriptsOff: "This form needs JavaScript to send, and JavaScript is turned off in this browser.",
  },
  zh: {
    banner: "Cookie 同意",
    acceptAll: "全部接受",
    email: "电子邮箱",
    preregister: "立即登记",
    preregistered: "感谢您的预先登记！",
    fullName: "姓名",
    message: "留言",
    source: "您是如何了解到我们的？",
    article: "网络文章",
    send: "提交",
    sent: "感谢您的咨询！我们会尽快回复您。",
    alertRegion: "价格提醒",
    price: "目标价格（每金衡盎司）",
    createAlert: "创建价格提醒",
    alertSent: "请查收邮件",
    scriptsOff: "此表单需要 JavaScript 才能发送，但此浏览器已关闭 JavaScript。",
  },
} as const;

export type FormWords = (typeof formWords)[keyof typeof formWords];
